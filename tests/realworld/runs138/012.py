"""Stage 2 of the ticket-routing pipeline: rebuild the classifier with the updated tokenizer
(3 special tokens added) and restore the stage-1 weights before evaluating on the new ticket dump."""
import os
import numpy as np
import keras
from keras import layers

VOCAB_V1, MAXLEN, N_QUEUES = 4000, 30, 6
rng = np.random.default_rng(21)
keys = rng.choice(np.arange(20, VOCAB_V1), size=(N_QUEUES, 8), replace=False)

def tickets(n):
    y = rng.integers(0, N_QUEUES, size=n)
    x = rng.integers(4, VOCAB_V1, size=(n, MAXLEN))
    for i in range(n):
        x[i, rng.choice(MAXLEN, 3, replace=False)] = rng.choice(keys[y[i]], 3)
    return x.astype("int32"), y

def build(vocab):
    inp = keras.Input((MAXLEN,), dtype="int32", name="tokens")
    h = layers.Embedding(vocab, 64, name="tok_embedding")(inp)
    h = layers.LSTM(64, name="encoder")(h)
    h = layers.Dense(64, activation="relu", name="pre_head")(h)
    return keras.Model(inp, layers.Dense(N_QUEUES, activation="softmax", name="queue")(h), name="router")

CKPT = "/home/user/project/router_stage1.weights.h5"
if not os.path.exists(CKPT):
    print("== stage 1: training router on v1 tokenizer ==")
    x, y = tickets(3000)
    m1 = build(VOCAB_V1)
    m1.compile("adam", "sparse_categorical_crossentropy", metrics=["accuracy"])
    m1.fit(x, y, batch_size=64, epochs=4, validation_split=0.1, verbose=2)
    m1.save_weights(CKPT)

print("== stage 2: rebuild with v2 tokenizer and restore ==")
VOCAB_V2 = VOCAB_V1 + 3   # [URL] [EMAIL] [ORDER_ID]
model = build(VOCAB_V2)
model.load_weights(CKPT, skip_mismatch=True)
model.compile("adam", "sparse_categorical_crossentropy", metrics=["accuracy"])
x_new, y_new = tickets(1200)
res = model.evaluate(x_new, y_new, batch_size=128, return_dict=True)
print({k: round(v, 4) for k, v in res.items()})
