# Port of a HF Trainer text-classification fine-tune (AdamW settings kept from the torch config)
import numpy as np
import tensorflow as tf
import keras
from keras import layers

cfg = {
    "vocab_size": 2000, "max_len": 48, "hidden": 64, "num_labels": 2,
    "learning_rate": 3e-4, "betas": (0.9, 0.98), "eps": 1e-6, "weight_decay": 0.01,
    "batch_size": 32, "epochs": 3,
}

rng = np.random.default_rng(0)
n = 2048
ids = rng.integers(1, cfg["vocab_size"], size=(n, cfg["max_len"]))
labels = (ids[:, :4].mean(1) > cfg["vocab_size"] / 2).astype("int64")
train = tf.data.Dataset.from_tensor_slices((ids, labels)).shuffle(n, seed=0).batch(cfg["batch_size"]).prefetch(2)

inp = keras.Input((cfg["max_len"],), dtype="int32")
h = layers.Embedding(cfg["vocab_size"], cfg["hidden"])(inp)
h = layers.MultiHeadAttention(num_heads=4, key_dim=16)(h, h)
h = layers.GlobalAveragePooling1D()(h)
h = layers.Dropout(0.1)(h)
out = layers.Dense(cfg["num_labels"])(h)
model = keras.Model(inp, out)
model.summary()

optimizer = keras.optimizers.AdamW(
    learning_rate=cfg["learning_rate"],
    betas=cfg["betas"],
    eps=cfg["eps"],
    weight_decay=cfg["weight_decay"],
)
model.compile(optimizer=optimizer,
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
model.fit(train, epochs=cfg["epochs"], verbose=2)
