"""Port a pretrained PyTorch feed-forward block (state_dict exported to .npz) into a Keras layer
that uses einsum, then run inference on a tokenised batch."""
import os
import numpy as np
import tensorflow as tf
import keras
from keras import layers

os.makedirs("/home/user/project", exist_ok=True)
rng = np.random.default_rng(20)
D, FF = 64, 256
# what torch's state_dict contained: nn.Linear stores weight as (out_features, in_features)
np.savez("/home/user/project/020_ffn.npz",
         **{"ffn.fc1.weight": rng.normal(0, 0.02, (FF, D)).astype("float32"),
            "ffn.fc1.bias": np.zeros(FF, "float32"),
            "ffn.fc2.weight": rng.normal(0, 0.02, (D, FF)).astype("float32"),
            "ffn.fc2.bias": np.zeros(D, "float32")})


class FeedForward(layers.Layer):
    def __init__(self, state, **kw):
        super().__init__(**kw)
        self.w1 = tf.Variable(state["ffn.fc1.weight"], name="w1")
        self.b1 = tf.Variable(state["ffn.fc1.bias"], name="b1")
        self.w2 = tf.Variable(state["ffn.fc2.weight"], name="w2")
        self.b2 = tf.Variable(state["ffn.fc2.bias"], name="b2")

    def call(self, x):
        h = tf.nn.gelu(tf.einsum("bld,df->blf", x, self.w1) + self.b1)
        return tf.einsum("blf,fd->bld", h, self.w2) + self.b2


state = dict(np.load("/home/user/project/020_ffn.npz"))
print({k: v.shape for k, v in state.items()})
emb = layers.Embedding(1000, D)
ffn = FeedForward(state)
ids = tf.constant(rng.integers(1, 1000, (8, 20)), tf.int32)
out = ffn(emb(ids))
print("ffn output", out.shape)
