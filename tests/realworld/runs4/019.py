# Script pins a newer tokenizers than installed (requirement check at start-up).
from transformers.utils.versions import require_version
require_version("tokenizers>=0.30.0", "To fix: pip install -U tokenizers (needed for the new chat tokenizer format)")
print("ok")
