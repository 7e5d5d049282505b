# Fashion-style image classifier on synthetic data with tf.data, EarlyStopping and ReduceLROnPlateau (healthy).
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.utils.set_random_seed(1)
rng = np.random.default_rng(1)
K, N = 6, 3000
lab = rng.integers(0, K, N)
img = rng.normal(0, 0.3, (N, 28, 28, 1)).astype("float32")
for i in range(N):
    r = 4 + 3 * lab[i]
    img[i, r:r + 4, 4:24, 0] += 1.0
train = tf.data.Dataset.from_tensor_slices((img[:2500], lab[:2500])).shuffle(2500, seed=1).batch(64).prefetch(2)
val = tf.data.Dataset.from_tensor_slices((img[2500:], lab[2500:])).batch(128)

model = keras.Sequential([keras.Input((28, 28, 1)), layers.Conv2D(16, 3, activation="relu"),
                          layers.MaxPooling2D(), layers.Conv2D(32, 3, activation="relu"),
                          layers.GlobalAveragePooling2D(), layers.Dropout(0.2), layers.Dense(K)])
model.compile(keras.optimizers.Adam(2e-3),
              keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
cbs = [keras.callbacks.EarlyStopping(monitor="val_loss", patience=3, restore_best_weights=True),
       keras.callbacks.ReduceLROnPlateau(monitor="val_loss", factor=0.5, patience=1, verbose=1),
       keras.callbacks.ModelCheckpoint("/home/user/project/best.keras", monitor="val_accuracy", save_best_only=True, verbose=1)]
hist = model.fit(train, validation_data=val, epochs=10, callbacks=cbs)
loss, acc = model.evaluate(val, verbose=0)
print(f"test loss {loss:.4f} acc {acc:.4f}")
