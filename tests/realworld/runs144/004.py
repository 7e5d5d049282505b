# Sequence tagger reading pre-tokenised examples through tf.data.Dataset.from_generator
# (replacing a torch Dataset/DataLoader pair).
import numpy as np
import tensorflow as tf
import keras
from keras import layers

SEQ_LEN, VOCAB, N_TAGS = 24, 500, 5
rng = np.random.default_rng(3)

class TaggingDataset:
    def __init__(self, n):
        self.tokens = rng.integers(1, VOCAB, size=(n, SEQ_LEN))
        self.tags = self.tokens % N_TAGS
        # features are normalised token frequencies, like the torch version
        self.freq = self.tokens / VOCAB
    def __len__(self):
        return len(self.tokens)
    def __getitem__(self, i):
        return self.freq[i], self.tags[i]

train = TaggingDataset(2000)

def gen():
    for i in range(len(train)):
        yield train[i]

ds = tf.data.Dataset.from_generator(
    gen,
    output_signature=(tf.TensorSpec(shape=(SEQ_LEN,), dtype=tf.int32),
                      tf.TensorSpec(shape=(SEQ_LEN,), dtype=tf.int32)),
).shuffle(512).batch(32).prefetch(tf.data.AUTOTUNE)

model = keras.Sequential([
    keras.Input(shape=(SEQ_LEN,)),
    layers.Embedding(VOCAB, 32),
    layers.Bidirectional(layers.LSTM(32, return_sequences=True)),
    layers.Dense(N_TAGS),
])
model.compile(optimizer="adam", loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
model.fit(ds, epochs=2)
