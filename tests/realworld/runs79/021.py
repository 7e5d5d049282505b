# Healthy run: image_dataset_from_directory + tf.image augmentation + small CNN with BatchNorm,
# best epoch kept by ModelCheckpoint and reloaded for evaluation.
import os, numpy as np, tensorflow as tf, keras
from keras import layers

root = "shapes_ds"
rng = np.random.default_rng(22)
if not os.path.exists(root):
    for c, cls in enumerate(["red", "green", "blue"]):
        os.makedirs(f"{root}/{cls}")
        for i in range(80):
            img = rng.integers(0, 90, size=(64, 64, 3), dtype=np.uint8)
            img[16:48, 16:48, c] = 200 + rng.integers(0, 55)
            tf.io.write_file(f"{root}/{cls}/{i:03d}.png", tf.io.encode_png(img))

train_ds, val_ds = keras.utils.image_dataset_from_directory(
    root, image_size=(64, 64), batch_size=32, validation_split=0.2, subset="both", seed=7)
print("classes:", train_ds.class_names)

def augment(img, label):
    img = tf.image.random_flip_left_right(img)
    img = tf.image.random_brightness(img, 20.0)
    return tf.clip_by_value(img, 0.0, 255.0), label

train_ds = train_ds.map(augment, num_parallel_calls=tf.data.AUTOTUNE).prefetch(tf.data.AUTOTUNE)
model = keras.Sequential([
    keras.Input((64, 64, 3)), layers.Rescaling(1 / 255.0),
    layers.Conv2D(16, 3, padding="same", use_bias=False), layers.BatchNormalization(), layers.ReLU(),
    layers.MaxPooling2D(),
    layers.Conv2D(32, 3, padding="same", use_bias=False), layers.BatchNormalization(), layers.ReLU(),
    layers.GlobalAveragePooling2D(), layers.Dense(3),
])
model.compile(keras.optimizers.Adam(3e-3), keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
os.makedirs("ckpt", exist_ok=True)
cb = keras.callbacks.ModelCheckpoint("ckpt/best_shapes.keras", monitor="val_loss", mode="min",
                                     save_best_only=True, verbose=1)
model.fit(train_ds, validation_data=val_ds, epochs=8, callbacks=[cb], verbose=2)
best = keras.saving.load_model("ckpt/best_shapes.keras")
print("reloaded best model:", dict(zip(best.metrics_names, best.evaluate(val_ds, verbose=0))))
