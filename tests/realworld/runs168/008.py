"""Keras fit under MirroredStrategy on two logical CPU devices (the same code runs on a
2-GPU box), with BackupAndRestore for preemption and a per-epoch weights checkpoint."""
import time
import numpy as np
import tensorflow as tf
import keras

cpus = tf.config.list_physical_devices("CPU")
tf.config.set_logical_device_configuration(
    cpus[0], [tf.config.LogicalDeviceConfiguration(), tf.config.LogicalDeviceConfiguration()])
strategy = tf.distribute.MirroredStrategy(["/cpu:0", "/cpu:1"])
print("replicas in sync:", strategy.num_replicas_in_sync)

GLOBAL_BATCH, EPOCHS = 64, 4
rng = np.random.default_rng(4)
x = rng.normal(size=(2048, 20)).astype("float32")
w = rng.normal(size=(20, 4)).astype("float32")
y = np.argmax(x @ w + 0.3 * rng.normal(size=(2048, 4)), axis=1).astype("int32")
ds = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(2048, seed=0).batch(GLOBAL_BATCH, drop_remainder=True)
val = ds.take(4)
train = ds.skip(4)

with strategy.scope():
    model = keras.Sequential([keras.Input((20,)), keras.layers.Dense(64, activation="relu"),
                              keras.layers.Dense(4)])
    model.compile(optimizer=keras.optimizers.Adam(2e-3),
                  loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
                  metrics=["accuracy"])

callbacks = [
    keras.callbacks.BackupAndRestore("/home/user/project/backup_008"),
    keras.callbacks.ModelCheckpoint("/home/user/project/ckpt_008/ep{epoch:02d}.weights.h5", save_weights_only=True),
]
t0 = time.time()
hist = model.fit(train, validation_data=val, epochs=EPOCHS, verbose=2, callbacks=callbacks)
print(f"trained {len(hist.history['loss'])} epochs in {time.time() - t0:.1f}s")

with strategy.scope():
    clone = keras.models.clone_model(model)
clone.load_weights(f"/home/user/project/ckpt_008/ep{EPOCHS:02d}.weights.h5")
xb, yb = next(iter(val))
diff = np.max(np.abs(model.predict(xb, verbose=0) - clone.predict(xb, verbose=0)))
print(f"reloaded ep{EPOCHS:02d} weights, max|logit diff| = {diff:.2e}")
