"""Text-classifier training with linear warmup, schedule ported from torch LambdaLR."""
import numpy as np
import keras
from keras import layers

rng = np.random.default_rng(14)
vocab, T, n = 2000, 40, 4000
tokens = rng.integers(1, vocab, size=(n, T))
pos_words = rng.choice(np.arange(1, vocab), size=50, replace=False)
labels = np.isin(tokens[:, :20], pos_words).any(axis=1).astype("int32")

warmup_epochs = 5
base_lr = 1e-3

def lr_lambda(epoch):
    # torch: LambdaLR(optimizer, lr_lambda=lambda e: min(1.0, e / warmup_epochs))
    return min(1.0, epoch / warmup_epochs)

model = keras.Sequential([
    keras.Input(shape=(T,), dtype="int32"),
    layers.Embedding(vocab, 64),
    layers.GlobalAveragePooling1D(),
    layers.Dense(64, activation="relu"),
    layers.Dense(1, activation="sigmoid"),
])
model.compile(optimizer=keras.optimizers.Adam(learning_rate=base_lr),
              loss="binary_crossentropy", metrics=["accuracy"])
model.fit(tokens[:3200], labels[:3200], validation_data=(tokens[3200:], labels[3200:]),
          batch_size=64, epochs=8, verbose=2,
          callbacks=[keras.callbacks.LearningRateScheduler(lr_lambda, verbose=1)])
