"""Sentence-embedding classifier, port of the HF `mean_pooling(token_embeddings, attention_mask)`
helper to a Keras layer that consumes the Embedding mask. Tickets come from the helpdesk export;
text is cleaned (signatures, URLs and quoted replies stripped) before tokenising."""
import re
import numpy as np
import tensorflow as tf
import keras
from keras import layers, ops

keras.utils.set_random_seed(0)
rng = np.random.default_rng(0)
TOPICS = {0: ["invoice", "refund", "charge", "billing"], 1: ["login", "password", "reset", "locked"],
          2: ["shipping", "tracking", "courier", "parcel"]}
FILL = ["please", "help", "my", "the", "account", "order", "today", "hi", "thanks", "need"]

def ticket(label):
    if rng.random() < 0.03:      # reply consisting only of a quoted thread + signature
        return "> see below\n-- \nSent from my phone", label
    w = list(rng.choice(FILL, rng.integers(3, 12))) + list(rng.choice(TOPICS[label], 2))
    rng.shuffle(w)
    return " ".join(w) + "\n-- \nSent from my phone", label

def clean(t):
    t = t.split("\n-- \n")[0]
    t = "\n".join(l for l in t.splitlines() if not l.startswith(">"))
    return re.sub(r"https?://\S+", "", t).strip()

raw = [ticket(l) for l in rng.integers(0, 3, 3000)]
texts = np.array([clean(t) for t, _ in raw])
labels = np.array([l for _, l in raw])
print("examples:", len(texts), "| sample:", repr(texts[0]))

vec = layers.TextVectorization(max_tokens=2000, output_sequence_length=24)
vec.adapt(texts)
ids = vec(texts).numpy()

class MaskedMeanPooling(layers.Layer):
    """sum(token_emb * mask) / sum(mask), as in sentence-transformers."""
    def __init__(self, **kw):
        super().__init__(**kw)
        self.supports_masking = True
    def call(self, x, mask=None):
        m = ops.expand_dims(ops.cast(mask, x.dtype), -1)
        return ops.sum(x * m, axis=1) / ops.sum(m, axis=1)
    def compute_mask(self, x, mask=None):
        return None

inp = keras.Input(shape=(24,), dtype="int64")
h = layers.Embedding(vec.vocabulary_size(), 64, mask_zero=True)(inp)
h = MaskedMeanPooling()(h)
h = layers.Dense(64, activation="gelu")(h)
out = layers.Dense(3)(h)
model = keras.Model(inp, out)
model.compile(optimizer=keras.optimizers.AdamW(1e-3),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(ids[:2400], labels[:2400], validation_data=(ids[2400:], labels[2400:]),
          batch_size=32, epochs=4, verbose=2)
