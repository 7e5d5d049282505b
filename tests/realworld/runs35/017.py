# Weight download helper from a 2020 HF-era repo (transformers 3.x/4.1x), reused for the MindSpore port.
import os
from transformers.file_utils import cached_path, hf_bucket_url

def resolve(model_id, filename="pytorch_model.bin"):
    url = hf_bucket_url(model_id, filename=filename)
    return cached_path(url, cache_dir=os.path.expanduser("~/.cache/ckpt"))

print("resolving weights for bert-base-uncased")
print(resolve("bert-base-uncased"))
