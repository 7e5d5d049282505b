# Port of a small BERT-style encoder classifier; load pretrained weights then fine-tune.
import numpy as np, keras, tensorflow as tf
from keras import layers

CFG_PRETRAIN = dict(vocab=1000, d_model=64, heads=4, ff=128, seq=32, classes=4)
CFG_FINETUNE = dict(vocab=1000, d_model=96, heads=4, ff=128, seq=32, classes=4)

def build(cfg):
    inp = keras.Input((cfg["seq"],), dtype="int32")
    x = layers.Embedding(cfg["vocab"], cfg["d_model"], name="tok_emb")(inp)
    h = layers.MultiHeadAttention(cfg["heads"], cfg["d_model"] // cfg["heads"], name="attn")(x, x)
    x = layers.LayerNormalization(epsilon=1e-5, name="ln1")(x + h)
    f = layers.Dense(cfg["ff"], activation="gelu", name="ff1")(x)
    f = layers.Dense(cfg["d_model"], name="ff2")(f)
    x = layers.LayerNormalization(epsilon=1e-5, name="ln2")(x + f)
    x = layers.GlobalAveragePooling1D()(x)
    out = layers.Dense(cfg["classes"], name="head")(x)
    return keras.Model(inp, out)

rng = np.random.default_rng(0)
X = rng.integers(0, 1000, (512, 32)).astype("int32")
y = (X[:, 0] % 4).astype("int32")

pre = build(CFG_PRETRAIN)
pre.compile("adam", keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
pre.fit(X, y, batch_size=32, epochs=1, verbose=2)
pre.save_weights("encoder_pretrained.weights.h5")
print("saved encoder_pretrained.weights.h5")

model = build(CFG_FINETUNE)
model.summary()
model.load_weights("encoder_pretrained.weights.h5")
model.compile(keras.optimizers.AdamW(3e-4), keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(X, y, batch_size=32, epochs=2, verbose=2)
