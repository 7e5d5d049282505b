# Attention pooling head ported from a torch sentence encoder to a subclassed keras.Model.
import numpy as np
import keras
from keras import layers, ops

class AttnPool(layers.Layer):
    def __init__(self, dim, **kw):
        super().__init__(**kw)
        self.score = layers.Dense(1)

    def call(self, h, mask):
        # torch: w = torch.exp(self.score(h).squeeze(-1)) * mask
        #        w = w / w.sum(dim=1, keepdim=True)
        w = ops.exp(ops.squeeze(self.score(h), -1)) * mask
        w = w / ops.sum(w, axis=1)
        return ops.sum(h * w[..., None], axis=1)

class Encoder(keras.Model):
    def __init__(self, vocab=5000, dim=64, n_cls=4):
        super().__init__()
        self.emb = layers.Embedding(vocab, dim)
        self.proj = layers.Dense(dim, activation="gelu")
        self.pool = AttnPool(dim)
        self.cls = layers.Dense(n_cls)

    def call(self, inputs, training=False):
        ids, mask = inputs["input_ids"], inputs["attention_mask"]
        h = self.proj(self.emb(ids))
        return self.cls(self.pool(h, ops.cast(mask, "float32")))

rng = np.random.default_rng(0)
N, T = 640, 48
ids = rng.integers(1, 5000, size=(N, T))
lens = rng.integers(8, T, size=N)
mask = (np.arange(T)[None, :] < lens[:, None]).astype("int32")
ids = ids * mask
labels = rng.integers(0, 4, size=N)

model = Encoder()
model.compile(optimizer="adam",
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
model.fit({"input_ids": ids, "attention_mask": mask}, labels, batch_size=32, epochs=2)
