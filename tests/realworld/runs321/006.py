"""Fine-tune a small transformer encoder classifier; hyper-parameters taken from the HF TrainingArguments."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

print("TensorFlow", tf.__version__, "Keras", keras.__version__)

hparams = {  # copied from the original run's training_args.json
    "learning_rate": 5e-5,
    "weight_decay": 0.01,
    "adam_beta1": 0.9,
    "adam_beta2": 0.999,
    "adam_epsilon": 1e-8,
    "num_train_epochs": 2,
    "per_device_train_batch_size": 32,
}

VOCAB, SEQ, D, CLASSES = 5000, 64, 64, 2
rng = np.random.default_rng(0)
ids = rng.integers(1, VOCAB, size=(2048, SEQ)).astype("int32")
labels = (ids[:, :8].mean(axis=1) > VOCAB / 2).astype("int32")
ds = tf.data.Dataset.from_tensor_slices((ids, labels)).shuffle(2048, seed=0).batch(
    hparams["per_device_train_batch_size"])

inp = keras.Input(shape=(SEQ,), dtype="int32")
x = layers.Embedding(VOCAB, D)(inp)
att = layers.MultiHeadAttention(num_heads=4, key_dim=D // 4)(x, x)
x = layers.LayerNormalization()(x + att)
ff = layers.Dense(4 * D, activation="gelu")(x)
x = layers.LayerNormalization()(x + layers.Dense(D)(ff))
x = layers.GlobalAveragePooling1D()(x)
out = layers.Dense(CLASSES)(x)
model = keras.Model(inp, out)

optimizer = keras.optimizers.AdamW(
    lr=hparams["learning_rate"],
    weight_decay=hparams["weight_decay"],
    beta_1=hparams["adam_beta1"],
    beta_2=hparams["adam_beta2"],
    epsilon=hparams["adam_epsilon"],
)
model.compile(optimizer=optimizer,
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
model.fit(ds, epochs=hparams["num_train_epochs"], verbose=2)
