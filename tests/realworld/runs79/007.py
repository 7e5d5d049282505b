# tf.data pipeline for retina fundus images; the preprocessing was prototyped with numpy on single images
# (CLAHE-like contrast stretch) and then dropped into Dataset.map.
import numpy as np, tensorflow as tf, keras
from keras import layers

rng = np.random.default_rng(8)
images = rng.integers(0, 255, size=(300, 64, 64, 3), dtype=np.uint8)
labels = rng.integers(0, 5, size=(300,))

def contrast_stretch(img):
    arr = np.asarray(img).astype(np.float32)
    lo, hi = np.percentile(arr, 2), np.percentile(arr, 98)
    return np.clip((arr - lo) / (hi - lo + 1e-6), 0.0, 1.0)

# sanity check on one image (eager): works
print("single image ok:", contrast_stretch(tf.constant(images[0])).shape)

def preprocess(img, label):
    img = contrast_stretch(img.numpy())
    return img, label

train_ds = (tf.data.Dataset.from_tensor_slices((images, labels))
            .map(preprocess, num_parallel_calls=tf.data.AUTOTUNE)
            .batch(32))
model = keras.Sequential([keras.Input((64, 64, 3)), layers.Conv2D(16, 3, activation="relu"),
                          layers.GlobalAveragePooling2D(), layers.Dense(5, activation="softmax")])
model.compile("adam", "sparse_categorical_crossentropy", metrics=["accuracy"])
model.fit(train_ds, epochs=3)
