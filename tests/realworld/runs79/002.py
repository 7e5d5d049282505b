# Flower classifier: image_dataset_from_directory over a scraped folder.
import os, numpy as np, tensorflow as tf, keras
from keras import layers

root = "flowers_scraped"
rng = np.random.default_rng(1)
if not os.path.exists(root):
    for cls in ["daisy", "rose", "tulip"]:
        os.makedirs(os.path.join(root, cls))
        for i in range(60):
            img = rng.integers(0, 255, size=(64, 64, 3), dtype=np.uint8)
            tf.io.write_file(os.path.join(root, cls, f"{cls}_{i:03d}.jpg"), tf.io.encode_jpeg(img))
    # the scraper saved an HTML error page (HTTP 403) under an image name
    with open(os.path.join(root, "tulip", "tulip_047.jpg"), "w") as f:
        f.write("<html><head><title>403 Forbidden</title></head><body>Access denied</body></html>\n")

train_ds = keras.utils.image_dataset_from_directory(root, image_size=(64, 64), batch_size=16,
                                                    shuffle=True, seed=42)
print("classes:", train_ds.class_names)
model = keras.Sequential([
    keras.Input((64, 64, 3)),
    layers.Rescaling(1 / 255.0),
    layers.Conv2D(16, 3, activation="relu"), layers.MaxPooling2D(),
    layers.Conv2D(32, 3, activation="relu"), layers.GlobalAveragePooling2D(),
    layers.Dense(3),
])
model.compile("adam", keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(train_ds, epochs=3)
