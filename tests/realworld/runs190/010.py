"""Image-patch classifier, custom TF2 loop ported from a PyTorch train.py:
    for epoch in range(EPOCHS):
        for step, (x, y) in enumerate(train_loader): ...
        validate(); save_checkpoint()
The tf.data pipeline repeats the data so that 'the last small batch is never lost'."""
import os
import time
import numpy as np
import tensorflow as tf
import keras

tf.random.set_seed(0)
rng = np.random.default_rng(0)
EPOCHS, BATCH = 5, 64
N_TRAIN, N_VAL = 5000, 1000
x_all = rng.normal(size=(N_TRAIN + N_VAL, 12, 12, 3)).astype("float32")
y_all = (x_all[:, :6].mean(axis=(1, 2, 3)) > 0).astype("int32")
x_tr, y_tr, x_va, y_va = x_all[:N_TRAIN], y_all[:N_TRAIN], x_all[N_TRAIN:], y_all[N_TRAIN:]

train_ds = (tf.data.Dataset.from_tensor_slices((x_tr, y_tr))
            .shuffle(N_TRAIN).repeat().batch(BATCH).prefetch(tf.data.AUTOTUNE))
val_ds = tf.data.Dataset.from_tensor_slices((x_va, y_va)).batch(256)
steps_per_epoch = int(np.ceil(N_TRAIN / BATCH))

model = keras.Sequential([
    keras.Input((12, 12, 3)),
    keras.layers.Conv2D(16, 3, activation="relu"),
    keras.layers.Conv2D(16, 3, activation="relu"),
    keras.layers.GlobalAveragePooling2D(),
    keras.layers.Dense(2),
])
opt = keras.optimizers.Adam(1e-3)
loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)
ckpt = tf.train.Checkpoint(model=model, optimizer=opt)
manager = tf.train.CheckpointManager(ckpt, "/home/user/project/patch_ckpt", max_to_keep=2)


@tf.function
def train_step(x, y):
    with tf.GradientTape() as tape:
        loss = loss_fn(y, model(x, training=True))
    grads = tape.gradient(loss, model.trainable_variables)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    return loss


def validate():
    acc = keras.metrics.SparseCategoricalAccuracy()
    for x, y in val_ds:
        acc.update_state(y, model(x, training=False))
    return float(acc.result())


for epoch in range(1, EPOCHS + 1):
    t0 = time.time()
    for step, (x, y) in enumerate(train_ds):
        loss = train_step(x, y)
        if step % 50 == 0:
            print(f"Epoch [{epoch}/{EPOCHS}] Step [{step}/{steps_per_epoch}] Loss: {float(loss):.4f} "
                  f"({time.time() - t0:.1f}s)", flush=True)
    val_acc = validate()
    path = manager.save()
    print(f"Epoch {epoch} val_acc={val_acc:.4f} saved {path}", flush=True)
