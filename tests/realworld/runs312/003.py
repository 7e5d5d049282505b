# Migrated from a HF/PyTorch trainer config
import numpy as np, tensorflow as tf, keras
from keras import layers

config = {"learning_rate": 5e-4, "beta_1": 0.9, "beta_2": 0.98, "eps": 1e-8, "epochs": 3, "batch_size": 32}

rng = np.random.default_rng(2)
x = rng.integers(1, 1000, size=(1024, 48)); y = rng.integers(0, 2, 1024)
ds = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(1024).batch(config["batch_size"])

model = keras.Sequential([keras.Input((48,), dtype="int32"), layers.Embedding(1000, 64),
                          layers.GlobalAveragePooling1D(), layers.Dense(64, activation="relu"), layers.Dense(1)])
optimizer = keras.optimizers.Adam(learning_rate=config["learning_rate"], beta_1=config["beta_1"],
                                  beta_2=config["beta_2"], eps=config["eps"])
model.compile(optimizer, keras.losses.BinaryCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(ds, epochs=config["epochs"], verbose=2)
