# Tokenization done in Python (as in the torch collate_fn) via tf.py_function, then padded_batch
import numpy as np
import tensorflow as tf
import keras

texts = [" ".join(np.random.default_rng(i).choice(["good", "bad", "movie", "plot", "great", "awful", "actor"], size=5 + i % 20))
         for i in range(400)]
labels = np.array([int("good" in t or "great" in t) for t in texts], dtype="int32")
vocab = {w: i + 1 for i, w in enumerate(["good", "bad", "movie", "plot", "great", "awful", "actor"])}

def tokenize(text):
    words = text.numpy().decode("utf-8").split()
    return np.array([vocab.get(w, 0) for w in words], dtype=np.int32)

def encode(text, label):
    ids = tf.py_function(tokenize, inp=[text], Tout=tf.int32)
    return ids, label

ds = (tf.data.Dataset.from_tensor_slices((texts, labels))
      .shuffle(400)
      .map(encode, num_parallel_calls=tf.data.AUTOTUNE)
      .padded_batch(32)
      .prefetch(tf.data.AUTOTUNE))

model = keras.Sequential([
    keras.layers.Embedding(len(vocab) + 1, 16, mask_zero=True),
    keras.layers.GlobalAveragePooling1D(),
    keras.layers.Dense(1, activation="sigmoid"),
])
model.compile("adam", "binary_crossentropy", metrics=["accuracy"])
model.fit(ds, epochs=3, verbose=2)
