"""Small CNN image classifier with tf.data augmentation, model.fit and checkpoint callback."""
import numpy as np
import tensorflow as tf
import keras

rng = np.random.default_rng(9)
N = 2000
y = rng.integers(0, 4, size=N).astype("int32")
x = rng.normal(scale=0.3, size=(N, 16, 16, 3)).astype("float32")
for c in range(4):   # class-specific quadrant brightness
    r, cc = divmod(c, 2)
    x[y == c, r*8:(r+1)*8, cc*8:(cc+1)*8, :] += 1.0

def augment(img, label):
    img = img + tf.random.normal(tf.shape(img), stddev=0.05)
    return img, label

train = (tf.data.Dataset.from_tensor_slices((x[:1600], y[:1600])).shuffle(1600)
         .map(augment, num_parallel_calls=tf.data.AUTOTUNE).batch(64).prefetch(tf.data.AUTOTUNE))
val = tf.data.Dataset.from_tensor_slices((x[1600:], y[1600:])).batch(128)

model = keras.Sequential([
    keras.Input((16, 16, 3)),
    keras.layers.Conv2D(16, 3, padding="same", activation="relu"),
    keras.layers.BatchNormalization(), keras.layers.MaxPooling2D(),
    keras.layers.Conv2D(32, 3, padding="same", activation="relu"),
    keras.layers.GlobalAveragePooling2D(), keras.layers.Dense(4),
])
model.compile(optimizer=keras.optimizers.Adam(2e-3),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
cbs = [keras.callbacks.ModelCheckpoint("best.weights.h5", save_weights_only=True, save_best_only=True,
                                       monitor="val_accuracy", verbose=1)]
model.fit(train, validation_data=val, epochs=5, callbacks=cbs, verbose=2)
print("eval:", model.evaluate(val, verbose=0, return_dict=True))
