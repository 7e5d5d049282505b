# Reload classifier weights after re-adapting the TextVectorization vocabulary on the new corpus
import numpy as np
import tensorflow as tf
import keras
from keras import layers

def build(vocab_size):
    return keras.Sequential([keras.Input((40,), dtype="int32"), layers.Embedding(vocab_size, 64, mask_zero=True, name="tok_emb"),
                             layers.LSTM(64, name="lstm"), layers.Dense(3, name="cls")])
old = build(20000)
old.compile("adam", keras.losses.SparseCategoricalCrossentropy(from_logits=True))
old.fit(np.random.randint(1, 20000, size=(128, 40)), np.random.randint(0, 3, size=128), epochs=1, verbose=2)
old.save_weights("/tmp/runs76_022.weights.h5")

corpus = tf.data.Dataset.from_tensor_slices([f"ticket {i} about billing issue number {i*7}" for i in range(5000)]).batch(256)
vec = layers.TextVectorization(max_tokens=25000, output_sequence_length=40)
vec.adapt(corpus)
vocab_size = vec.vocabulary_size()
print("new vocabulary size:", vocab_size)
new = build(vocab_size)
new.load_weights("/tmp/runs76_022.weights.h5")
