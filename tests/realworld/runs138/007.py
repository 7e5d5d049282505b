"""Intent classifier: token ids -> Embedding(mask_zero) -> BiGRU -> additive self-attention pooling."""
import numpy as np
import keras
from keras import layers

keras.utils.set_random_seed(42)
rng = np.random.default_rng(42)
VOCAB, MAXLEN, N_INTENT, N = 500, 20, 5, 3000

# synthetic utterances: each intent has a few keyword ids, rest is noise, right-padded with 0
keywords = rng.choice(np.arange(10, VOCAB), size=(N_INTENT, 6), replace=False)
x = np.zeros((N, MAXLEN), dtype="int32")
y = rng.integers(0, N_INTENT, size=N)
for i in range(N):
    L = rng.integers(6, MAXLEN + 1)
    toks = rng.integers(1, VOCAB, size=L)
    pos = rng.choice(L, size=2, replace=False)
    toks[pos] = rng.choice(keywords[y[i]], size=2)
    x[i, :L] = toks

inp = keras.Input((MAXLEN,), dtype="int32", name="token_ids")
e = layers.Embedding(VOCAB, 48, mask_zero=True, name="tok_emb")(inp)
h = layers.Bidirectional(layers.GRU(32, return_sequences=True), name="bigru")(e)
q = layers.Dense(64, activation="tanh", name="attn_proj")(h)
ctx = layers.Attention(name="self_attn")([q, h])
pooled = layers.GlobalAveragePooling1D(name="pool")(ctx)
out = layers.Dense(N_INTENT, activation="softmax", name="intent")(pooled)
model = keras.Model(inp, out, name="intent_bigru_attn")
model.summary()
model.compile(optimizer=keras.optimizers.Adam(3e-3), loss="sparse_categorical_crossentropy",
              metrics=["accuracy"])
cb = [keras.callbacks.EarlyStopping(monitor="val_loss", patience=2, restore_best_weights=True)]
model.fit(x[:2600], y[:2600], validation_data=(x[2600:], y[2600:]), batch_size=64, epochs=6, callbacks=cb)
loss, acc = model.evaluate(x[2600:], y[2600:], verbose=0)
print(f"held-out: loss={loss:.4f} accuracy={acc:.4f}")
