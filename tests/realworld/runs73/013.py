# Build a small leaf-disease dataset on disk (export from the labelling tool) and load it with Keras
import os, csv
import numpy as np
import tensorflow as tf
import keras

root = "leaf_data"
os.makedirs(f"{root}/images", exist_ok=True)
rng = np.random.default_rng(0)
classes = ["healthy", "rust", "scab"]
with open(f"{root}/labels.csv", "w", newline="") as f:
    w = csv.writer(f); w.writerow(["filename", "label"])
    for i in range(60):
        c = classes[i % 3]
        img = (rng.uniform(size=(48, 48, 3)) * 255).astype("uint8")
        fn = f"img_{i:03d}.png"
        tf.io.write_file(f"{root}/images/{fn}", tf.io.encode_png(img))
        w.writerow([fn, c])
print("wrote", len(os.listdir(f"{root}/images")), "images to", f"{root}/images")

train_ds = keras.utils.image_dataset_from_directory(
    root, labels="inferred", label_mode="int", image_size=(48, 48), batch_size=16,
    validation_split=0.2, subset="training", seed=42)
val_ds = keras.utils.image_dataset_from_directory(
    root, labels="inferred", label_mode="int", image_size=(48, 48), batch_size=16,
    validation_split=0.2, subset="validation", seed=42)
print("classes:", train_ds.class_names)

model = keras.Sequential([keras.Input((48, 48, 3)), keras.layers.Rescaling(1 / 255.),
                          keras.layers.Conv2D(16, 3, activation="relu"), keras.layers.GlobalAveragePooling2D(),
                          keras.layers.Dense(len(train_ds.class_names))])
model.compile("adam", keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(train_ds, validation_data=val_ds, epochs=3)
