# Minimal ViT ported from a PyTorch/timm-style config. The config says 224px
# images; the training images of this project are stored at 160px.
import numpy as np
import keras
from keras import layers

config = {"image_size": 224, "patch_size": 16, "hidden_size": 64, "num_layers": 2,
          "num_heads": 4, "num_labels": 5}
DATA_IMG = 160  # resolution of the images on disk


class AddCLSAndPos(layers.Layer):
    def __init__(self, num_patches, dim, **kw):
        super().__init__(**kw)
        self.num_patches, self.dim = num_patches, dim

    def build(self, input_shape):
        self.cls = self.add_weight(shape=(1, 1, self.dim), initializer="zeros", name="cls")
        self.pos = self.add_weight(shape=(1, self.num_patches + 1, self.dim),
                                   initializer=keras.initializers.TruncatedNormal(stddev=0.02), name="pos")

    def call(self, x):
        cls = keras.ops.tile(self.cls, [keras.ops.shape(x)[0], 1, 1])
        return keras.ops.concatenate([cls, x], axis=1) + self.pos


def vit(cfg, img_size):
    num_patches = (cfg["image_size"] // cfg["patch_size"]) ** 2
    inp = keras.Input(shape=(img_size, img_size, 3))
    x = layers.Conv2D(cfg["hidden_size"], cfg["patch_size"], strides=cfg["patch_size"], name="patch_embed")(inp)
    x = layers.Reshape((num_patches, cfg["hidden_size"]))(x)
    x = AddCLSAndPos(num_patches, cfg["hidden_size"])(x)
    for i in range(cfg["num_layers"]):
        h = layers.LayerNormalization(epsilon=1e-6)(x)
        h = layers.MultiHeadAttention(cfg["num_heads"], cfg["hidden_size"] // cfg["num_heads"])(h, h)
        x = x + h
        h = layers.LayerNormalization(epsilon=1e-6)(x)
        h = layers.Dense(cfg["hidden_size"] * 4, activation="gelu")(h)
        x = x + layers.Dense(cfg["hidden_size"])(h)
    x = layers.LayerNormalization(epsilon=1e-6)(x)[:, 0]
    return keras.Model(inp, layers.Dense(cfg["num_labels"])(x), name="vit_tiny")


rng = np.random.default_rng(8)
x = rng.uniform(size=(128, DATA_IMG, DATA_IMG, 3)).astype("float32")
y = rng.integers(0, config["num_labels"], size=128)
model = vit(config, DATA_IMG)
model.compile(optimizer=keras.optimizers.AdamW(3e-4),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(x, y, batch_size=16, epochs=2)
