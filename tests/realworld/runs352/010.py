"""Word-level LM ported from a PyTorch repo (nn.CrossEntropyLoss on token ids) to Keras,
following the Keras text-generation recipe with one-hot targets."""
import numpy as np
import keras
from keras import layers

keras.utils.set_random_seed(10)
rng = np.random.default_rng(10)

VOCAB, SEQ, N_SEQ, EMB, HID = 32000, 128, 16384, 64, 128

tokens = rng.integers(0, VOCAB, size=(N_SEQ, SEQ + 1), dtype=np.int32)
inputs, targets = tokens[:, :-1], tokens[:, 1:]
print(f"corpus: {N_SEQ} sequences x {SEQ} tokens, vocab {VOCAB}")

model = keras.Sequential([
    keras.Input(shape=(SEQ,), dtype="int32"),
    layers.Embedding(VOCAB, EMB),
    layers.LSTM(HID, return_sequences=True),
    layers.Dense(VOCAB),
])
model.compile(optimizer=keras.optimizers.Adam(1e-3),
              loss=keras.losses.CategoricalCrossentropy(from_logits=True))
print(f"params: {model.count_params():,}")

y = keras.utils.to_categorical(targets, num_classes=VOCAB)
print("targets:", y.shape)
model.fit(inputs, y, batch_size=32, epochs=1, verbose=2)
