# Small ViT-style patch classifier; model config copied from the MNIST version, data pipeline now yields 32x32 RGB images.
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.utils.set_random_seed(4)
IMG, PATCH, DIM, CLASSES = 28, 4, 64, 10
NUM_PATCHES = (IMG // PATCH) ** 2

class PatchEmbed(layers.Layer):
    def __init__(self, patch, dim, num_patches, **kw):
        super().__init__(**kw)
        self.patch, self.num_patches = patch, num_patches
        self.proj = layers.Dense(dim)
        self.pos = self.add_weight(shape=(1, num_patches, dim), initializer="random_normal", name="pos_embed")

    def call(self, images):
        p = tf.image.extract_patches(images, sizes=[1, self.patch, self.patch, 1],
                                     strides=[1, self.patch, self.patch, 1], rates=[1, 1, 1, 1], padding="VALID")
        p = tf.reshape(p, (tf.shape(p)[0], -1, p.shape[-1]))
        return self.proj(p) + self.pos

def make_model(channels):
    inp = keras.Input(shape=(None, None, channels))
    x = PatchEmbed(PATCH, DIM, NUM_PATCHES)(inp)
    for _ in range(2):
        h = layers.LayerNormalization(epsilon=1e-6)(x)
        h = layers.MultiHeadAttention(num_heads=4, key_dim=DIM // 4)(h, h)
        x = x + h
        h = layers.LayerNormalization(epsilon=1e-6)(x)
        h = layers.Dense(DIM * 2, activation="gelu")(h)
        x = x + layers.Dense(DIM)(h)
    x = layers.GlobalAveragePooling1D()(layers.LayerNormalization(epsilon=1e-6)(x))
    return keras.Model(inp, layers.Dense(CLASSES)(x))

def gen():
    rng = np.random.default_rng(0)
    for _ in range(1024):
        yield rng.random((32, 32, 3), dtype=np.float32), rng.integers(0, CLASSES)

ds = (tf.data.Dataset.from_generator(gen, output_signature=(tf.TensorSpec((32, 32, 3), tf.float32),
                                                            tf.TensorSpec((), tf.int64)))
      .batch(64).prefetch(tf.data.AUTOTUNE))

model = make_model(3)
model.compile(optimizer=keras.optimizers.AdamW(3e-4), loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
model.summary()
model.fit(ds, epochs=3, verbose=2)
