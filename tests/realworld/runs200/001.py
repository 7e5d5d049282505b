# Sentiment classifier: TextVectorization + Embedding + GlobalAveragePooling (healthy run)
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.utils.set_random_seed(0)
pos = ["great movie loved it", "wonderful acting and plot", "best film this year", "really enjoyable and fun"]
neg = ["terrible movie hated it", "boring plot and bad acting", "worst film this year", "really dull and slow"]
texts = np.array((pos + neg) * 50)
labels = np.array(([1] * 4 + [0] * 4) * 50, dtype="float32")
idx = np.random.permutation(len(texts))
texts, labels = texts[idx], labels[idx]

vectorize = layers.TextVectorization(max_tokens=1000, output_sequence_length=8)
vectorize.adapt(texts)

ds = tf.data.Dataset.from_tensor_slices((texts, labels)).batch(16)
ds = ds.map(lambda x, y: (vectorize(x), y)).prefetch(tf.data.AUTOTUNE)
val = ds.take(5)
train = ds.skip(5)

model = keras.Sequential([
    keras.Input(shape=(8,), dtype="int64"),
    layers.Embedding(1000, 16),
    layers.GlobalAveragePooling1D(),
    layers.Dense(16, activation="relu"),
    layers.Dense(1, activation="sigmoid"),
])
model.compile(optimizer=keras.optimizers.Adam(1e-2), loss="binary_crossentropy", metrics=["accuracy"])
model.summary()
model.fit(train, validation_data=val, epochs=4, verbose=2)
print("eval:", model.evaluate(val, verbose=0))
