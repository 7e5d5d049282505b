"""Knowledge-distillation data prep: turn the whole tokenised corpus into one-hot soft-target
tensors up front (as the PyTorch version did with F.one_hot on the full dataset), then train."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

VOCAB = 50257          # GPT-2 tokenizer
SEQ = 256
rng = np.random.default_rng(22)
token_ids = tf.constant(rng.integers(0, VOCAB, size=(20000, SEQ)), tf.int32)
print("corpus:", token_ids.shape)

labels = token_ids[:, 1:]
targets = tf.one_hot(labels, depth=VOCAB, dtype=tf.float32)      # (N, SEQ-1, VOCAB)
smoothed = targets * 0.9 + 0.1 / VOCAB
print("targets:", smoothed.shape)

ds = tf.data.Dataset.from_tensor_slices((token_ids[:, :-1], smoothed)).batch(8)
model = keras.Sequential([layers.Embedding(VOCAB, 64), layers.Dense(VOCAB)])
model.compile("adam", keras.losses.CategoricalCrossentropy(from_logits=True))
model.fit(ds, epochs=1, verbose=2)
