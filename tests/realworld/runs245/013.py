# Tiny transformer encoder text classifier (port of an HF-style sequence classifier), Keras fit.
import numpy as np
import tensorflow as tf
import keras

keras.utils.set_random_seed(13)
rng = np.random.default_rng(13)
VOCAB, T, N, D = 300, 24, 3000, 64
ids = rng.integers(4, VOCAB, size=(N, T)).astype("int32")
labels = (ids[:, :T // 2].mean(1) > ids[:, T // 2:].mean(1)).astype("int32")
train = tf.data.Dataset.from_tensor_slices((ids[:2600], labels[:2600])).shuffle(2600).batch(64)
val = tf.data.Dataset.from_tensor_slices((ids[2600:], labels[2600:])).batch(200)

class PosEmbed(keras.layers.Layer):
    def __init__(self):
        super().__init__()
        self.tok = keras.layers.Embedding(VOCAB, D)
        self.pos = keras.layers.Embedding(T, D)
    def call(self, x):
        return self.tok(x) + self.pos(tf.range(T))[None]

inp = keras.Input((T,), dtype="int32")
h = PosEmbed()(inp)
a = keras.layers.MultiHeadAttention(num_heads=4, key_dim=16)(h, h)
h = keras.layers.LayerNormalization(epsilon=1e-5)(h + a)
f = keras.layers.Dense(128, activation="gelu")(h)
h = keras.layers.LayerNormalization(epsilon=1e-5)(h + keras.layers.Dense(D)(f))
out = keras.layers.Dense(2)(keras.layers.GlobalAveragePooling1D()(h))
model = keras.Model(inp, out)
model.compile(optimizer=keras.optimizers.AdamW(learning_rate=1e-3, weight_decay=0.01),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
model.fit(train, validation_data=val, epochs=5, verbose=2)
