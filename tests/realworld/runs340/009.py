"""Sentiment classifier; features and labels come from separate files (tokenised ids .npy + labels .npy)."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

VOCAB, SEQ_LEN, BATCH = 3000, 40, 64
rng = np.random.default_rng(17)

# write the preprocessed shards the way the tokenisation job does
n = 6000
labels = rng.integers(0, 2, size=n).astype("int32")
ids = rng.integers(10, VOCAB, size=(n, SEQ_LEN)).astype("int32")
for j in range(4):
    ids[np.arange(n), rng.integers(0, SEQ_LEN, n)] = np.where(labels == 1, 3, 4) + 2 * (j % 2)
np.save("ids_009.npy", ids)
np.save("labels_009.npy", labels)

x_all = np.load("ids_009.npy")
y_all = np.load("labels_009.npy")
print("loaded", x_all.shape, y_all.shape, "positive fraction", y_all.mean())

split = 5000
x_train = tf.data.Dataset.from_tensor_slices(x_all[:split]).shuffle(split, seed=None, reshuffle_each_iteration=True)
y_train = tf.data.Dataset.from_tensor_slices(y_all[:split]).shuffle(split, seed=None, reshuffle_each_iteration=True)
train_ds = tf.data.Dataset.zip((x_train, y_train)).batch(BATCH).prefetch(tf.data.AUTOTUNE)
val_ds = tf.data.Dataset.zip((tf.data.Dataset.from_tensor_slices(x_all[split:]),
                              tf.data.Dataset.from_tensor_slices(y_all[split:]))).batch(256)

for xb, yb in train_ds.take(1):
    print("batch shapes:", xb.shape, yb.shape, "dtypes:", xb.dtype.name, yb.dtype.name)

model = keras.Sequential([
    keras.Input((SEQ_LEN,), dtype="int32"),
    layers.Embedding(VOCAB, 32),
    layers.Bidirectional(layers.LSTM(32)),
    layers.Dense(1),
])
model.compile(optimizer=keras.optimizers.Adam(2e-3),
              loss=keras.losses.BinaryCrossentropy(from_logits=True),
              metrics=[keras.metrics.BinaryAccuracy(threshold=0.0), keras.metrics.AUC(from_logits=True)])
model.fit(train_ds, validation_data=val_ds, epochs=5, verbose=2,
          callbacks=[keras.callbacks.EarlyStopping(monitor="val_loss", patience=3, restore_best_weights=True)])
