import numpy as np
import keras

# Stage 1: pretrain a small text classifier; stage 2: fine-tune after extending the tokenizer vocab
def build(vocab_size, seq_len=16, num_classes=4):
    inp = keras.Input((seq_len,), dtype="int32")
    h = keras.layers.Embedding(vocab_size, 32, name="tok_embed")(inp)
    h = keras.layers.Conv1D(32, 3, padding="same", activation="relu", name="conv")(h)
    h = keras.layers.GlobalMaxPooling1D()(h)
    out = keras.layers.Dense(num_classes, name="head")(h)
    return keras.Model(inp, out)

rng = np.random.default_rng(4)
x = rng.integers(0, 1000, size=(512, 16)).astype("int32")
y = rng.integers(0, 4, size=(512,)).astype("int32")

pre = build(1000)
pre.compile("adam", keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
pre.fit(x, y, batch_size=64, epochs=1, verbose=2)
pre.save_weights("pretrained.weights.h5")
print("saved pretrained.weights.h5")

# tokenizer got 200 added domain tokens
ft = build(1200)
ft.load_weights("pretrained.weights.h5")
ft.compile("adam", keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
x2 = rng.integers(0, 1200, size=(512, 16)).astype("int32")
ft.fit(x2, y, batch_size=64, epochs=1, verbose=2)
