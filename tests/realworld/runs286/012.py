"""Data-parallel custom training loop (port of a DDP script) with tf.distribute.MirroredStrategy over 2 logical CPU devices."""
import numpy as np
import tensorflow as tf

cpus = tf.config.list_physical_devices("CPU")
tf.config.set_logical_device_configuration(
    cpus[0], [tf.config.LogicalDeviceConfiguration(), tf.config.LogicalDeviceConfiguration()])

import keras

GLOBAL_BATCH, EPOCHS = 128, 4


def make_data(n, seed):
    rng = np.random.default_rng(seed)
    x = rng.standard_normal((n, 24)).astype("float32")
    w = np.random.default_rng(4).standard_normal((24, 5))
    y = np.argmax(x @ w, axis=1).astype("int32")
    return x, y


def main():
    keras.utils.set_random_seed(0)
    print("logical devices:", [d.name for d in tf.config.list_logical_devices("CPU")])
    strategy = tf.distribute.MirroredStrategy(["/cpu:0", "/cpu:1"])
    print("num_replicas_in_sync =", strategy.num_replicas_in_sync)

    x, y = make_data(8192, 0)
    xv, yv = make_data(1024, 1)
    ds = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(8192).batch(GLOBAL_BATCH, drop_remainder=True)
    dist_ds = strategy.experimental_distribute_dataset(ds)

    with strategy.scope():
        model = keras.Sequential([
            keras.Input((24,)),
            keras.layers.Dense(128, activation="gelu"),
            keras.layers.LayerNormalization(epsilon=1e-5),
            keras.layers.Dense(128, activation="gelu"),
            keras.layers.Dense(5),
        ])
        optimizer = keras.optimizers.Adam(1e-3)
        ce = keras.losses.SparseCategoricalCrossentropy(from_logits=True, reduction=None)
        train_acc = keras.metrics.SparseCategoricalAccuracy()
        optimizer.build(model.trainable_variables)

    def replica_step(xb, yb):
        with tf.GradientTape() as tape:
            logits = model(xb, training=True)
            loss = tf.nn.compute_average_loss(ce(yb, logits), global_batch_size=GLOBAL_BATCH)
        grads = tape.gradient(loss, model.trainable_variables)
        optimizer.apply_gradients(zip(grads, model.trainable_variables))
        train_acc.update_state(yb, logits)
        return loss

    @tf.function
    def dist_step(xb, yb):
        per_replica = strategy.run(replica_step, args=(xb, yb))
        return strategy.reduce(tf.distribute.ReduceOp.SUM, per_replica, axis=None)

    for epoch in range(EPOCHS):
        train_acc.reset_state()
        total, n = 0.0, 0
        for xb, yb in dist_ds:
            total += float(dist_step(xb, yb))
            n += 1
        val_acc = float(np.mean(np.argmax(model(xv, training=False), axis=1) == yv))
        print(f"epoch {epoch + 1}/{EPOCHS} loss {total / n:.4f} train_acc {float(train_acc.result()):.4f} val_acc {val_acc:.4f}")


if __name__ == "__main__":
    main()
