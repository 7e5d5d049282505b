import numpy as np
import tensorflow as tf
import keras

# Healthy: small CNN on generated shapes, fit with callbacks, save/reload weights
rng = np.random.default_rng(11)
N, C = 2400, 3
labels = rng.integers(0, C, size=N).astype("int32")
imgs = rng.normal(0, 0.3, size=(N, 20, 20, 1)).astype("float32")
for i, c in enumerate(labels):
    if c == 0:
        imgs[i, 8:12, :, 0] += 1.0      # horizontal bar
    elif c == 1:
        imgs[i, :, 8:12, 0] += 1.0      # vertical bar
    else:
        imgs[i, 6:14, 6:14, 0] += 1.0   # square
idx = rng.permutation(N)
tr, va = idx[:2000], idx[2000:]
train_ds = tf.data.Dataset.from_tensor_slices((imgs[tr], labels[tr])).shuffle(2000, seed=11).batch(64).prefetch(2)
val_ds = tf.data.Dataset.from_tensor_slices((imgs[va], labels[va])).batch(100)

inp = keras.Input((20, 20, 1))
h = keras.layers.Conv2D(16, 3, padding="same", activation="relu")(inp)
h = keras.layers.BatchNormalization()(h)
h = keras.layers.MaxPooling2D()(h)
h = keras.layers.Conv2D(32, 3, padding="same", activation="relu")(h)
h = keras.layers.GlobalAveragePooling2D()(h)
h = keras.layers.Dropout(0.2)(h)
out = keras.layers.Dense(C)(h)
model = keras.Model(inp, out)
model.compile(keras.optimizers.Adam(2e-3),
              keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
cbs = [keras.callbacks.EarlyStopping(monitor="val_loss", patience=2, restore_best_weights=True),
       keras.callbacks.ReduceLROnPlateau(monitor="val_loss", factor=0.5, patience=1)]
model.fit(train_ds, validation_data=val_ds, epochs=8, callbacks=cbs, verbose=2)
res = model.evaluate(val_ds, verbose=0, return_dict=True)
print("val:", res)
model.save_weights("shapes_cnn.weights.h5")
clone = keras.models.clone_model(model)
clone.compile(loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
clone.load_weights("shapes_cnn.weights.h5")
print("reloaded val:", clone.evaluate(val_ds, verbose=0, return_dict=True))
