# Small ViT-style patch classifier on synthetic 32x32 images.
import numpy as np
import tensorflow as tf
import keras

IMG, PATCH, D, NCLS = 32, 4, 64, 10
rng = np.random.default_rng(3)
x = rng.normal(size=(1024, IMG, IMG, 3)).astype("float32")
y = rng.integers(0, NCLS, size=(1024,)).astype("int32")

num_patches = (IMG // PATCH) ** 2
inp = keras.Input(shape=(IMG, IMG, 3))
h = keras.layers.Conv2D(D, PATCH, strides=PATCH, name="patch_embed")(inp)
print("patch_embed output:", h.shape)
h = keras.layers.Reshape((num_patches, D * 3))(h)
h = keras.layers.LayerNormalization()(h)
h = keras.layers.MultiHeadAttention(4, 16)(h, h)
h = keras.layers.GlobalAveragePooling1D()(h)
out = keras.layers.Dense(NCLS)(h)
model = keras.Model(inp, out)
model.compile(optimizer=keras.optimizers.Adam(1e-3), loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.summary()
model.fit(x, y, batch_size=64, epochs=2, verbose=2)
