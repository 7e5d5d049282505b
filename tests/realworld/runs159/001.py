"""Fine-tune a small text classifier; hyper-parameters come from a YAML file
(same layout as the HF TrainingArguments config we used for the PyTorch version)."""
import os
import yaml
import numpy as np
import tensorflow as tf
import keras

CONFIG = """
model:
  vocab_size: 2000
  embed_dim: 64
  num_classes: 4
  dropout: 0.1
training:
  learning_rate: 3e-4
  weight_decay: 0.01
  warmup_ratio: 0.1
  num_train_epochs: 3
  per_device_train_batch_size: 32
  max_seq_length: 48
  seed: 42
"""

cfg = yaml.safe_load(CONFIG)
mcfg, tcfg = cfg["model"], cfg["training"]
print("config:", cfg)
keras.utils.set_random_seed(tcfg["seed"])

# synthetic "news topic" data: each topic draws tokens from its own band of the vocab
rng = np.random.default_rng(tcfg["seed"])
n = 2400
labels = rng.integers(0, mcfg["num_classes"], size=n)
band = mcfg["vocab_size"] // mcfg["num_classes"]
lengths = rng.integers(12, tcfg["max_seq_length"], size=n)
ids = np.zeros((n, tcfg["max_seq_length"]), dtype="int32")
for i in range(n):
    topic_tokens = rng.integers(labels[i] * band, (labels[i] + 1) * band, size=lengths[i])
    noise = rng.integers(1, mcfg["vocab_size"], size=lengths[i])
    ids[i, : lengths[i]] = np.where(rng.random(lengths[i]) < 0.6, topic_tokens, noise)
split = int(0.9 * n)
train_ds = tf.data.Dataset.from_tensor_slices((ids[:split], labels[:split])).shuffle(4096).batch(
    tcfg["per_device_train_batch_size"])
val_ds = tf.data.Dataset.from_tensor_slices((ids[split:], labels[split:])).batch(64)

inputs = keras.Input((tcfg["max_seq_length"],), dtype="int32", name="input_ids")
x = keras.layers.Embedding(mcfg["vocab_size"], mcfg["embed_dim"], mask_zero=True)(inputs)
x = keras.layers.GlobalAveragePooling1D()(x)
x = keras.layers.Dropout(mcfg["dropout"])(x)
x = keras.layers.Dense(64, activation="gelu")(x)
outputs = keras.layers.Dense(mcfg["num_classes"])(x)
model = keras.Model(inputs, outputs, name="topic_clf")
model.summary()

steps_per_epoch = len(train_ds)
total_steps = steps_per_epoch * tcfg["num_train_epochs"]
print(f"steps_per_epoch={steps_per_epoch} total_steps={total_steps}")

optimizer = keras.optimizers.AdamW(
    learning_rate=tcfg["learning_rate"],
    weight_decay=tcfg["weight_decay"],
)
model.compile(
    optimizer=optimizer,
    loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
    metrics=["accuracy"],
)
model.fit(train_ds, validation_data=val_ds, epochs=tcfg["num_train_epochs"], verbose=2)
model.save(os.path.join(os.path.dirname(os.path.abspath(__file__)), "001_topic_clf.keras"))
