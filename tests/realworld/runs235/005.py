# Port of a PyTorch Dataset/DataLoader for text classification to tf.data
import numpy as np, tensorflow as tf, keras
from keras import layers

rng = np.random.default_rng(4)
words = [f"w{i}" for i in range(500)]
sentences = [" ".join(rng.choice(words, size=rng.integers(5, 40))) for _ in range(800)]
labels = rng.integers(0, 2, size=(800,))
vocab = {w: i + 2 for i, w in enumerate(words)}

def tokenize(s):
    return [1] + [vocab[w] for w in s.split()]

def gen():
    for s, l in zip(sentences, labels):
        yield np.array(tokenize(s), dtype=np.int32), np.int32(l)

ds = tf.data.Dataset.from_generator(gen, output_signature=(
    tf.TensorSpec(shape=(None,), dtype=tf.int32), tf.TensorSpec(shape=(), dtype=tf.int32)))
ds = ds.shuffle(256).batch(32).prefetch(tf.data.AUTOTUNE)
print("num examples", len(sentences))

model = keras.Sequential([layers.Embedding(600, 32), layers.Bidirectional(layers.GRU(32)), layers.Dense(1)])
model.compile(keras.optimizers.Adam(1e-3), keras.losses.BinaryCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(ds, epochs=2)
