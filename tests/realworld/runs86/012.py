# ViT-style block with stochastic depth (DropPath) ported from timm to a subclassed keras.Model.
import numpy as np
import keras
from keras import layers, ops

class Block(layers.Layer):
    def __init__(self, dim, drop_path=0.1, **kw):
        super().__init__(**kw)
        self.norm = layers.LayerNormalization(epsilon=1e-6)
        self.mlp = keras.Sequential([layers.Dense(dim * 2, activation="gelu"), layers.Dense(dim)])
        self.drop_path = drop_path

    def call(self, x, training=None):
        # timm: if self.training and random.random() < drop_prob: return x  (skip the whole branch)
        if training and keras.random.uniform(()) < self.drop_path:
            return x
        return x + self.mlp(self.norm(x))

class TinyViT(keras.Model):
    def __init__(self, dim=32, depth=4, n_cls=10):
        super().__init__()
        self.embed = layers.Dense(dim)
        self.blocks = [Block(dim, drop_path=0.1 * i / depth) for i in range(depth)]
        self.head = layers.Dense(n_cls)

    def call(self, x, training=None):
        h = self.embed(x)
        for blk in self.blocks:
            h = blk(h, training=training)
        return self.head(ops.mean(h, axis=1))

x = np.random.rand(512, 16, 48).astype("float32")   # 16 patches of 48 features
y = np.random.randint(0, 10, 512)
model = TinyViT()
print("eager check:", model(x[:2]).shape)
model.compile("adam", keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(x, y, batch_size=64, epochs=2, verbose=2)
