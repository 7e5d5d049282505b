import numpy as np
import tensorflow as tf
import keras

# Port of a torch DataLoader loop: stream batches from tf.data
rng = np.random.default_rng(0)
N, D, C = 2048, 32, 4
x = rng.normal(size=(N, D)).astype("float32")
w = rng.normal(size=(D, C)).astype("float32")
y = np.argmax(x @ w, axis=1).astype("int64")

train_ds = (tf.data.Dataset.from_tensor_slices((x, y))
            .shuffle(N, seed=0)
            .repeat()
            .batch(64)
            .prefetch(tf.data.AUTOTUNE))
val_ds = tf.data.Dataset.from_tensor_slices((x[:256], y[:256])).batch(64)

model = keras.Sequential([
    keras.Input((D,)),
    keras.layers.Dense(64, activation="relu"),
    keras.layers.Dense(C),
])
model.compile(optimizer=keras.optimizers.AdamW(learning_rate=1e-3, weight_decay=0.01),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
model.summary()
print("starting training", flush=True)
hist = model.fit(train_ds, validation_data=val_ds, epochs=3, verbose=2)
print("final val acc", hist.history["val_accuracy"][-1])
model.save_weights("clf.weights.h5")
