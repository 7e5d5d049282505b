"""Ranking model for click logs loaded with pandas; custom bilinear interaction layer written with tf ops."""
import numpy as np
import pandas as pd
import tensorflow as tf
import keras

rng = np.random.default_rng(12)
n = 3000
clicks = pd.DataFrame({
    "user_age": rng.integers(18, 70, n),
    "user_sessions": rng.integers(0, 200, n),
    "item_price": rng.integers(1, 500, n),
    "item_rank": rng.integers(1, 50, n),
    "clicked": rng.integers(0, 2, n),
})
print(clicks.dtypes)
user_cols, item_cols = ["user_age", "user_sessions"], ["item_price", "item_rank"]

class BilinearInteraction(keras.layers.Layer):
    def __init__(self, **kw):
        super().__init__(**kw)

    def build(self, input_shape):
        u_shape, i_shape = input_shape
        self.w = self.add_weight(name="w", shape=(u_shape[-1], i_shape[-1]), initializer="glorot_uniform")

    def call(self, inputs):
        u, i = inputs
        return tf.reduce_sum(tf.matmul(u, self.w) * i, axis=-1, keepdims=True)

u_in = keras.Input((2,), name="user", dtype="int64")
i_in = keras.Input((2,), name="item", dtype="int64")
score = BilinearInteraction(name="bilinear")([u_in, i_in])
out = keras.layers.Activation("sigmoid")(score)
model = keras.Model([u_in, i_in], out)

ds = tf.data.Dataset.from_tensor_slices(
    ({"user": clicks[user_cols].values, "item": clicks[item_cols].values}, clicks["clicked"].values)
).shuffle(n).batch(128)
model.compile("adam", "binary_crossentropy", metrics=[keras.metrics.AUC()])
model.fit(ds, epochs=2)
