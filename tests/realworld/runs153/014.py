"""Multi-label tagging model; metrics list copied from a Hugging Face Trainer compute_metrics setup."""
import numpy as np
import tensorflow as tf
import keras

rng = np.random.default_rng(14)
x = rng.normal(size=(1500, 40)).astype("float32")
y = (rng.random((1500, 8)) < 0.2).astype("float32")
train = tf.data.Dataset.from_tensor_slices((x[:1200], y[:1200])).shuffle(1200).batch(32)
val = tf.data.Dataset.from_tensor_slices((x[1200:], y[1200:])).batch(32)

model = keras.Sequential([keras.Input((40,)), keras.layers.Dense(128, activation="relu"),
                          keras.layers.Dropout(0.1), keras.layers.Dense(8, activation="sigmoid")])
model.compile(optimizer=keras.optimizers.AdamW(learning_rate=2e-4, weight_decay=0.01),
              loss="binary_crossentropy",
              metrics=["binary_accuracy", "f1", "roc_auc"])
model.fit(train, validation_data=val, epochs=3)
