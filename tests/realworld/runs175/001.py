"""Review sentiment classifier: Keras port of our PyTorch LSTM baseline.

The torch version used pad_sequence(batch_first=True) + pack_padded_sequence; the
tokenised corpus is shared between both code bases, so we keep the same padded
arrays (right padding, pad id 0).
"""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

SEED = 7
VOCAB = 2000
MAX_LEN = 400
N_TRAIN, N_VAL = 3000, 600
rng = np.random.default_rng(SEED)
keras.utils.set_random_seed(SEED)

POS = np.arange(10, 60)      # "positive" word ids
NEG = np.arange(60, 110)     # "negative" word ids


def make_review(label):
    n = rng.integers(20, 80)
    toks = rng.integers(110, VOCAB, size=n)
    k = rng.integers(3, 8)
    idx = rng.choice(n, size=k, replace=False)
    toks[idx] = rng.choice(POS if label == 1 else NEG, size=k)
    return toks


def pad_sequence(seqs, max_len, pad_value=0):
    """same layout as torch.nn.utils.rnn.pad_sequence(batch_first=True)"""
    out = np.full((len(seqs), max_len), pad_value, dtype="int32")
    for i, s in enumerate(seqs):
        out[i, :len(s)] = s[:max_len]
    return out


def build_split(n):
    labels = rng.integers(0, 2, size=n)
    seqs = [make_review(l) for l in labels]
    return pad_sequence(seqs, MAX_LEN), labels.astype("float32")


x_train, y_train = build_split(N_TRAIN)
x_val, y_val = build_split(N_VAL)
lengths = (x_train != 0).sum(1)
print(f"train {x_train.shape}  val {x_val.shape}  mean length {lengths.mean():.1f}  "
      f"positives {y_train.mean():.2f}")

model = keras.Sequential([
    keras.Input(shape=(MAX_LEN,), dtype="int32"),
    layers.Embedding(VOCAB, 64),
    layers.LSTM(64),
    layers.Dense(32, activation="relu"),
    layers.Dense(1, activation="sigmoid"),
])
model.compile(optimizer=keras.optimizers.Adam(1e-3),
              loss="binary_crossentropy", metrics=["accuracy"])
model.summary()

model.fit(x_train, y_train, validation_data=(x_val, y_val),
          batch_size=64, epochs=6, verbose=2)
loss, acc = model.evaluate(x_val, y_val, verbose=0)
print(f"final val_loss={loss:.4f} val_accuracy={acc:.4f}")
