# Road-scene segmentation (small U-Net-ish) with rare classes up-weighted via class_weight.
import numpy as np, keras
from keras import layers

NUM_CLASSES = 5
rng = np.random.default_rng(13)
images = rng.random((128, 64, 64, 3), dtype=np.float32)
masks = rng.choice(NUM_CLASSES, size=(128, 64, 64), p=[0.7, 0.15, 0.1, 0.04, 0.01])
counts = np.bincount(masks.ravel(), minlength=NUM_CLASSES)
class_weight = {c: float(counts.sum() / (NUM_CLASSES * counts[c])) for c in range(NUM_CLASSES)}
print("class weights:", class_weight)

inp = keras.Input((64, 64, 3))
c1 = layers.Conv2D(16, 3, padding="same", activation="relu")(inp)
p1 = layers.MaxPooling2D()(c1)
c2 = layers.Conv2D(32, 3, padding="same", activation="relu")(p1)
u1 = layers.UpSampling2D()(c2)
m = layers.Concatenate()([u1, c1])
out = layers.Conv2D(NUM_CLASSES, 1, activation="softmax")(m)
model = keras.Model(inp, out)
model.compile("adam", "sparse_categorical_crossentropy", metrics=["accuracy"])
model.fit(images, masks, batch_size=16, epochs=3, class_weight=class_weight)
