"""Two-tower model: review text + numeric product features -> rating class (Keras functional API)."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

print("TensorFlow", tf.__version__, "Keras", keras.__version__)

VOCAB, SEQ, NUM_FEATS, CLASSES = 2000, 40, 12, 5
rng = np.random.default_rng(0)
n = 2048
tokens = rng.integers(1, VOCAB, size=(n, SEQ)).astype("int32")
numeric = rng.normal(size=(n, NUM_FEATS)).astype("float32")
labels = rng.integers(0, CLASSES, size=(n,)).astype("int32")

ds = (tf.data.Dataset.from_tensor_slices(({"tokens": tokens, "numeric": numeric}, labels))
      .shuffle(n, seed=0).batch(32).prefetch(tf.data.AUTOTUNE))

# text tower
tok_in = keras.Input(shape=(SEQ,), dtype="int32", name="tokens")
x = layers.Embedding(VOCAB, 64, name="tok_emb")(tok_in)
x = layers.Conv1D(64, 5, padding="same", activation="relu", name="conv")(x)
x = layers.Dense(64, activation="relu", name="text_proj")(x)

# numeric tower
num_in = keras.Input(shape=(NUM_FEATS,), name="numeric")
y = layers.Dense(64, activation="relu", name="num_proj")(num_in)

h = layers.Concatenate(name="fuse")([x, y])
h = layers.Dropout(0.1)(h)
out = layers.Dense(CLASSES, name="head")(h)

model = keras.Model(inputs={"tokens": tok_in, "numeric": num_in}, outputs=out, name="two_tower")
model.compile(optimizer=keras.optimizers.Adam(1e-3),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
model.summary()
model.fit(ds, epochs=3, verbose=2)
