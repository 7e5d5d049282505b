# tf.data pipeline that tokenizes text with a Python tokenizer through tf.py_function (HF-style).
import numpy as np
import tensorflow as tf
import keras

texts = [f"sample number {i} is {'good' if i % 2 else 'bad'} and fine" for i in range(400)]
labels = [i % 2 for i in range(400)]
vocab = {w: i + 1 for i, w in enumerate(sorted({w for t in texts for w in t.split()}))}
MAX_LEN = 12

def py_tokenize(text, label):
    ids = [vocab.get(w, 0) for w in text.numpy().decode().split()][:MAX_LEN]
    ids = ids + [0] * (MAX_LEN - len(ids))
    return np.array(ids, dtype=np.int32), np.int32(label.numpy())

def tokenize(text, label):
    ids, lab = tf.py_function(py_tokenize, [text, label], [tf.int32, tf.int32])
    return ids, lab

ds = (tf.data.Dataset.from_tensor_slices((texts, labels))
      .map(tokenize, num_parallel_calls=tf.data.AUTOTUNE)
      .batch(32))
print(ds.element_spec)

model = keras.Sequential([
    keras.layers.Embedding(len(vocab) + 1, 32),
    keras.layers.Bidirectional(keras.layers.LSTM(32)),
    keras.layers.Dense(1, activation="sigmoid"),
])
model.compile("adam", "binary_crossentropy", metrics=["accuracy"])
model.fit(ds, epochs=3)
