# Generation helper copied from an older HF-based inference script (written for transformers 4.2x) into the
# MindSpore serving code; the environment has transformers 4.57.1.
import numpy as np
import transformers
print("transformers", transformers.__version__)
from transformers.generation_utils import GenerationMixin, top_k_top_p_filtering
print("using", GenerationMixin.__name__)
