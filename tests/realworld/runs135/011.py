"""Streaming training on click logs: a Python generator reads records (here synthesised) and feeds
tf.data.Dataset.from_generator, ported from a torch IterableDataset loop that stopped after max_steps."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

N_FEATURES = 12

def record_stream():
    rng = np.random.default_rng(11)
    w = rng.normal(size=N_FEATURES)
    while True:   # the log reader tails the log directory forever
        x = rng.normal(size=N_FEATURES).astype("float32")
        y = np.float32(x @ w + rng.normal(0, 0.1) > 0)
        yield x, y

ds = tf.data.Dataset.from_generator(
    record_stream,
    output_signature=(tf.TensorSpec(shape=(N_FEATURES,), dtype=tf.float32),
                      tf.TensorSpec(shape=(), dtype=tf.float32)),
)
ds = ds.shuffle(2048).batch(256).prefetch(tf.data.AUTOTUNE)

model = keras.Sequential([
    keras.Input(shape=(N_FEATURES,)),
    layers.Dense(32, activation="relu"),
    layers.Dense(1, activation="sigmoid"),
])
model.compile(optimizer="adam", loss="binary_crossentropy", metrics=["accuracy"])
model.fit(ds, epochs=3,
          callbacks=[keras.callbacks.ModelCheckpoint("/home/user/project/ckpt011.keras"),
                     keras.callbacks.EarlyStopping(monitor="loss", patience=1)])
print("training finished")
