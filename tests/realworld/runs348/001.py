# Port of a PyTorch tabular classifier (nn.CrossEntropyLoss over class-index targets) to Keras 3.
import numpy as np
import tensorflow as tf
import keras

keras.utils.set_random_seed(0)
N, D, C = 4096, 24, 6
rng = np.random.default_rng(0)
x = rng.normal(size=(N, D)).astype("float32")
w_true = rng.normal(size=(D, C)).astype("float32")
y = np.argmax(x @ w_true + 0.1 * rng.normal(size=(N, C)), axis=1).astype("int64")

n_train = int(0.9 * N)
train_ds = (tf.data.Dataset.from_tensor_slices((x[:n_train], y[:n_train]))
            .shuffle(n_train, seed=0).batch(128).prefetch(tf.data.AUTOTUNE))
val_ds = tf.data.Dataset.from_tensor_slices((x[n_train:], y[n_train:])).batch(256)

model = keras.Sequential([
    keras.Input((D,)),
    keras.layers.Dense(128, activation="relu"),
    keras.layers.Dropout(0.1),
    keras.layers.Dense(64, activation="relu"),
    keras.layers.Dense(C),  # logits, as in the torch model
])
model.summary()

# torch: criterion = nn.CrossEntropyLoss()
criterion = keras.losses.CategoricalCrossentropy(from_logits=True)
model.compile(optimizer=keras.optimizers.Adam(learning_rate=1e-3),
              loss=criterion, metrics=["accuracy"])
print(f"train samples={n_train} val samples={N - n_train} classes={C}")
history = model.fit(train_ds, validation_data=val_ds, epochs=10, verbose=2)
print("final val_accuracy:", history.history["val_accuracy"][-1])
