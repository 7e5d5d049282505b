# Transformer text classifier: v1 weights -> v2 (num_heads bumped 4 -> 8 in config)
import numpy as np
import keras
from keras import layers

CFG_V1 = dict(vocab=2000, d_model=64, num_heads=4, ff=128, max_len=32, n_classes=3)
CFG_V2 = dict(CFG_V1, num_heads=8)   # "more heads, same width" per review

def build(cfg):
    inp = keras.Input((cfg["max_len"],), dtype="int32", name="ids")
    x = layers.Embedding(cfg["vocab"], cfg["d_model"], name="tok_emb")(inp)
    att = layers.MultiHeadAttention(cfg["num_heads"], key_dim=cfg["d_model"] // cfg["num_heads"], name="mha")(x, x)
    x = layers.LayerNormalization(name="ln1")(x + att)
    h = layers.Dense(cfg["ff"], activation="gelu", name="ff1")(x)
    h = layers.Dense(cfg["d_model"], name="ff2")(h)
    x = layers.LayerNormalization(name="ln2")(x + h)
    x = layers.GlobalAveragePooling1D()(x)
    out = layers.Dense(cfg["n_classes"], name="cls")(x)
    return keras.Model(inp, out)

print("v1 config:", CFG_V1)
print("v2 config:", CFG_V2)
rng = np.random.default_rng(0)
X = rng.integers(1, 2000, size=(512, 32)).astype("int32")
y = (X[:, 0] % 3).astype("int32")

m1 = build(CFG_V1)
m1.compile("adam", keras.losses.SparseCategoricalCrossentropy(from_logits=True))
m1.fit(X, y, epochs=2, batch_size=64, verbose=2)
m1.save_weights("clf_v1.weights.h5")
print("saved v1 weights")

m2 = build(CFG_V2)
m2.summary()
m2.load_weights("clf_v1.weights.h5")
m2.compile("adam", keras.losses.SparseCategoricalCrossentropy(from_logits=True))
m2.fit(X, y, epochs=2, batch_size=64, verbose=2)
