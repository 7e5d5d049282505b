# Custom loop, mixed_float16 with LossScaleOptimizer, ResNet-style CNN on generated images, CheckpointManager resume
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.mixed_precision.set_global_policy("mixed_float16")
rng = np.random.default_rng(0)
N = 1200
labels = rng.integers(0, 3, N)
imgs = rng.normal(0, 0.5, size=(N, 12, 12, 3)).astype("float32")
imgs[np.arange(N), :, :, labels] += 0.8          # class = dominant colour channel
train = tf.data.Dataset.from_tensor_slices((imgs[:1000], labels[:1000])).shuffle(1000).batch(64)
val = tf.data.Dataset.from_tensor_slices((imgs[1000:], labels[1000:])).batch(200)

def res_block(x, f):
    h = layers.Conv2D(f, 3, padding="same", activation="relu")(x)
    h = layers.Conv2D(f, 3, padding="same")(h)
    return layers.Activation("relu")(layers.Add()([x, h]))

inp = keras.Input(shape=(12, 12, 3))
x = layers.Conv2D(8, 3, padding="same", activation="relu")(inp)
x = res_block(x, 8)
x = layers.MaxPooling2D()(x)
x = layers.GlobalAveragePooling2D()(x)
out = layers.Dense(3, dtype="float32")(x)
model = keras.Model(inp, out)

opt = keras.optimizers.LossScaleOptimizer(keras.optimizers.Adam(1e-3))
loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)
acc = keras.metrics.SparseCategoricalAccuracy()

@tf.function
def train_step(xb, yb):
    with tf.GradientTape() as tape:
        loss = loss_fn(yb, model(xb, training=True))
        scaled = opt.scale_loss(loss)
    grads = tape.gradient(scaled, model.trainable_variables)
    opt.apply(grads, model.trainable_variables)
    return loss

def evaluate():
    acc.reset_state()
    for xb, yb in val:
        acc.update_state(yb, model(xb, training=False))
    return float(acc.result())

ckpt = tf.train.Checkpoint(model=model, optimizer=opt)
manager = tf.train.CheckpointManager(ckpt, "./ckpt_012", max_to_keep=2)
for epoch in range(3):
    losses = [float(train_step(xb, yb)) for xb, yb in train]
    print(f"epoch {epoch+1} loss {np.mean(losses):.4f} val_acc {evaluate():.4f} loss_scale {float(opt.dynamic_scale):.0f}")
    manager.save()
before = evaluate()

fresh_model = keras.models.clone_model(model)
status = tf.train.Checkpoint(model=fresh_model).restore(manager.latest_checkpoint).expect_partial()
status.assert_existing_objects_matched()
model = fresh_model
print(f"restored {manager.latest_checkpoint}: val_acc before {before:.4f} after {evaluate():.4f}")
