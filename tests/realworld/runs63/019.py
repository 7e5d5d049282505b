# Flax MNIST example (linen CNN) adapted to a new machine; data loaded with tensorflow_datasets as
# in the upstream example.
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax
import tensorflow_datasets as tfds

ds_builder = tfds.builder("mnist")
ds_builder.download_and_prepare()
train_ds = tfds.as_numpy(ds_builder.as_dataset(split="train", batch_size=-1))
print(train_ds["image"].shape)
