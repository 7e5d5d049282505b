"""Transfer learning: freeze the feature extractor, train the new head (Keras functional API)."""
import numpy as np
import keras
from keras import layers

rng = np.random.default_rng(6)
x = rng.normal(size=(2400, 32)).astype("float32")
w = rng.normal(size=(32, 4))
y = np.argmax(x @ w, axis=1)

# "pretrained" encoder
enc_in = keras.Input((32,))
e = layers.Dense(64, activation="relu")(enc_in)
e = layers.Dense(64, activation="relu")(e)
encoder = keras.Model(enc_in, e, name="encoder")

inp = keras.Input((32,))
feat = encoder(inp)
out = layers.Dense(4, activation="softmax", name="head")(feat)
model = keras.Model(inp, out, name="classifier")

# freeze the backbone before compiling
model.trainable = False
model.compile(optimizer=keras.optimizers.Adam(1e-3), loss="sparse_categorical_crossentropy", metrics=["accuracy"])
model.fit(x[:2000], y[:2000], validation_data=(x[2000:], y[2000:]), epochs=5, batch_size=64, verbose=2)
