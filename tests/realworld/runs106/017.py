"""Seq2label GRU model ported line by line from a torch nn.Module:
    self.embed = nn.Embedding(vocab, 128, padding_idx=0)
    self.rnn = nn.GRU(128, 128, batch_first=True)"""
import random
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.utils.set_random_seed(17); random.seed(17)
VOCAB, MAXLEN, NC = 3000, 40, 5
x = np.zeros((1000, MAXLEN), "int32"); y = np.random.randint(0, NC, 1000)
for i in range(1000):
    L = random.randint(5, MAXLEN); t = np.random.randint(10, VOCAB, L); t[np.random.rand(L) < 0.2] = 2 + y[i]; x[i, :L] = t
print("data:", x.shape, "classes:", np.bincount(y).tolist())

class SeqClassifier(keras.Model):
    def __init__(self, vocab, dim, n_classes):
        super().__init__()
        self.embed = layers.Embedding(vocab, dim, padding_idx=0)
        self.rnn = layers.GRU(dim)
        self.head = layers.Dense(n_classes)
    def call(self, ids, training=False):
        return self.head(self.rnn(self.embed(ids)))

model = SeqClassifier(VOCAB, 128, NC)
model.compile(keras.optimizers.Adam(1e-3), keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(x, y, batch_size=32, epochs=3, validation_split=0.1)
