# Healthy: mixed_float16 training of a small transformer classifier with Keras fit
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.mixed_precision.set_global_policy("mixed_float16")
VOCAB, SEQ, DIM = 500, 32, 64
rng = np.random.default_rng(13)
x = rng.integers(1, VOCAB, size=(2048, SEQ)).astype("int32")
y = ((x < VOCAB // 2).sum(1) > SEQ // 2).astype("int32")

class TokPos(layers.Layer):
    def __init__(self, **kw):
        super().__init__(**kw)
        self.tok = layers.Embedding(VOCAB, DIM)
        self.pos = layers.Embedding(SEQ, DIM)
    def call(self, ids):
        return self.tok(ids) + self.pos(tf.range(SEQ))[None]

inp = keras.Input((SEQ,), dtype="int32")
h = TokPos()(inp)
a = layers.MultiHeadAttention(num_heads=4, key_dim=16)(h, h)
h = layers.LayerNormalization()(h + a)
h = layers.LayerNormalization()(h + layers.Dense(DIM)(layers.Dense(128, activation="gelu")(h)))
h = layers.GlobalAveragePooling1D()(h)
out = layers.Dense(2, dtype="float32")(h)
model = keras.Model(inp, out)
print("compute dtype", model.layers[1].compute_dtype, "variable dtype", model.layers[1].variable_dtype)
model.compile(optimizer=keras.optimizers.Adam(1e-3),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
print("optimizer", type(model.optimizer).__name__)
model.fit(x[:1792], y[:1792], validation_data=(x[1792:], y[1792:]), batch_size=64, epochs=6, verbose=2)
