# Train with periodic tf.train.Checkpoint saves, then a separate "evaluate best checkpoint" stage
# (the eval part is shared with the serving code, which names the root object differently).
import numpy as np
import tensorflow as tf
import keras

keras.utils.set_random_seed(0)
rng = np.random.default_rng(9)
N, D, C = 6000, 20, 5
centers = rng.normal(size=(C, D)) * 1.5
y = rng.integers(0, C, N).astype("int32")
x = (centers[y] + rng.normal(size=(N, D))).astype("float32")
train_ds = tf.data.Dataset.from_tensor_slices((x[:5000], y[:5000])).shuffle(5000).batch(64)
test_ds = tf.data.Dataset.from_tensor_slices((x[5000:], y[5000:])).batch(256)

def build():
    return keras.Sequential([keras.Input((D,)),
                             keras.layers.Dense(64, activation="relu"),
                             keras.layers.Dense(64, activation="relu"),
                             keras.layers.Dense(C)])

model = build()
opt = keras.optimizers.Adam(1e-3)
model.compile(optimizer=opt, loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
ckpt = tf.train.Checkpoint(model=model, optimizer=opt)
manager = tf.train.CheckpointManager(ckpt, "./ckpt_009", max_to_keep=2)
for epoch in range(3):
    hist = model.fit(train_ds, epochs=1, verbose=0)
    path = manager.save()
    print(f"epoch {epoch+1}: loss {hist.history['loss'][-1]:.4f} acc {hist.history['accuracy'][-1]:.4f} saved {path}")

# ---- evaluation stage ----
eval_model = build()
eval_model.compile(loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
restore_ckpt = tf.train.Checkpoint(net=eval_model)
status = restore_ckpt.restore(manager.latest_checkpoint).expect_partial()
print("restored from", manager.latest_checkpoint)
loss, acc = eval_model.evaluate(test_ds, verbose=0)
print(f"test loss {loss:.4f} test accuracy {acc:.4f}")
