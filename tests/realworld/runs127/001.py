"""Intent classifier for support tickets -- port of our PyTorch nn.LSTM baseline.
In the torch version token ids went through nn.Embedding inside forward(); here the
tokeniser already returns padded id sequences, so we feed them straight into the LSTM."""
import numpy as np
import keras
from keras import layers

VOCAB, MAXLEN, N_CLASSES = 2000, 40, 5
rng = np.random.default_rng(0)

def fake_tokenised_split(n):
    # stands in for the HF tokenizer output (input_ids padded to MAXLEN)
    y = rng.integers(0, N_CLASSES, size=n)
    ids = rng.integers(2, VOCAB, size=(n, MAXLEN))
    ids[np.arange(n), 0] = 10 + y          # class-specific first token
    lens = rng.integers(8, MAXLEN, size=n)
    for i, l in enumerate(lens):
        ids[i, l:] = 0
    return ids.astype("int32"), y.astype("int32")

x_train, y_train = fake_tokenised_split(1600)
x_val, y_val = fake_tokenised_split(400)
print("input_ids:", x_train.shape, x_train.dtype, "labels:", y_train.shape)

model = keras.Sequential([
    keras.Input(shape=(MAXLEN,), dtype="int32", name="input_ids"),
    layers.LSTM(128, dropout=0.1),
    layers.Dense(64, activation="relu"),
    layers.Dense(N_CLASSES),
])
model.compile(optimizer=keras.optimizers.Adam(1e-3),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
model.summary()
model.fit(x_train, y_train, validation_data=(x_val, y_val), batch_size=32, epochs=3, verbose=2)
